# A stack and a ring-buffer queue of ints backed by arrays, as @jitclass
# classes: one with a spec list, one with annotations in the class body.
# Instances are made in host code and inside @njit, passed around and
# returned, and kept in lists.
import numpy as np
import numba as nb
from numba import njit, int64, types
from numba.experimental import jitclass


@jitclass([('data', nb.int64[:]), ('size', types.int64)])
class IntStack:
    def __init__(self, capacity):
        self.data = np.zeros(capacity, dtype=np.int64)
        self.size = 0

    def push(self, x):
        if self.size == self.data.shape[0]:
            bigger = np.zeros(2 * self.data.shape[0], dtype=np.int64)
            bigger[:self.size] = self.data[:self.size]
            self.data = bigger
        self.data[self.size] = x
        self.size += 1

    def pop(self):
        self.size -= 1
        return self.data[self.size]

    def peek(self):
        return self.data[self.size - 1]

    def is_empty(self):
        return self.size == 0


@jitclass
class Queue:
    buf: nb.int64[:]
    head: int64
    count: int64

    def __init__(self, capacity):
        self.buf = np.empty(capacity, dtype=np.int64)
        self.head = 0
        self.count = 0

    def put(self, x):
        tail = (self.head + self.count) % self.buf.shape[0]
        self.buf[tail] = x
        self.count += 1

    def get(self):
        x = self.buf[self.head]
        self.head = (self.head + 1) % self.buf.shape[0]
        self.count -= 1
        return x


@njit
def balanced(text_codes):
    # 1 opens, -1 closes: a stack of positions of the open brackets.
    s = IntStack(2)
    for i in range(text_codes.shape[0]):
        if text_codes[i] == 1:
            s.push(i)
        elif text_codes[i] == -1:
            if s.is_empty():
                return False
            s.pop()
    return s.is_empty()


@njit
def fill(stack, n):
    for i in range(n):
        stack.push(i * i)
    return stack.size


@njit
def bfs_order(adjacency, start):
    n = adjacency.shape[0]
    seen = np.zeros(n, dtype=np.bool_)
    q = Queue(n)
    q.put(start)
    seen[start] = True
    order = []
    while q.count > 0:
        v = q.get()
        order.append(v)
        for w in range(n):
            if adjacency[v, w] and not seen[w]:
                seen[w] = True
                q.put(w)
    return order


st = IntStack(4)
print(fill(st, 10), st.data.shape[0])
total = 0
while not st.is_empty():
    total += st.pop()
print("sum of squares:", total)
print(balanced(np.array([1, 1, -1, 0, -1])), balanced(np.array([1, -1, -1, 1])))

adj = np.zeros((6, 6), dtype=np.int64)
for a, b in [(0, 1), (0, 2), (1, 3), (2, 4), (4, 5)]:
    adj[a, b] = 1
    adj[b, a] = 1
print(bfs_order(adj, 0))

stacks = [IntStack(1), IntStack(1), IntStack(1)]
for k in range(len(stacks)):
    fill(stacks[k], k + 1)
print([s.size for s in stacks], stacks[2].peek())
alias = stacks[0]
alias.push(99)
print(stacks[0].size, stacks[0].peek())
q = Queue(3)
q.put(7)
q.put(8)
print(q.get(), q.count, q.head)
