# Breadth-first search over a graph stored as an adjacency dict of lists,
# with a set of visited nodes and a dict of distances, in host code and in
# @njit code (Numba takes no Python dict as an argument, nor lists as the values of
# a dict it builds: it finds neighbours in the edge list).
from numba import njit

EDGES = [(0, 1), (0, 2), (1, 3), (2, 3), (3, 4), (4, 5), (6, 7), (5, 1), (2, 8)]


def build_graph(edges):
    adj = {}
    for a, b in edges:
        if a in adj:
            adj[a].append(b)
        else:
            adj[a] = [b]
        if b in adj:
            adj[b].append(a)
        else:
            adj[b] = [a]
    return adj


@njit
def neighbours(edges, node):
    out = []
    for a, b in edges:
        if a == node:
            out.append(b)
        elif b == node:
            out.append(a)
    return out


@njit
def bfs(edges, start):
    dist = {start: 0}
    seen = {start}
    queue = [start]
    head = 0
    while head < len(queue):
        node = queue[head]
        head += 1
        for nxt in neighbours(edges, node):
            if nxt not in seen:
                seen.add(nxt)
                dist[nxt] = dist[node] + 1
                queue.append(nxt)
    return dist


def bfs_host(adj, start):
    dist = {start: 0}
    seen = set()
    seen.add(start)
    queue = [start]
    while queue:
        node = queue[0]
        queue = queue[1:]
        for nxt in adj[node]:
            if nxt not in seen:
                seen.add(nxt)
                dist[nxt] = dist[node] + 1
                queue.append(nxt)
    return dist, seen


def build_graph_lists(edges):
    adj = {}
    for a, b in edges:
        if a not in adj:
            adj[a] = []
        adj[a].append(b)
        adj.setdefault(b, []).append(a)
    return adj


adj = build_graph(EDGES)
print(adj)
print(build_graph_lists(EDGES) == adj, build_graph_lists(EDGES))
print(bfs(EDGES, 0))
d, seen = bfs_host(adj, 0)
print(d)
print(seen)
print(len(seen), 6 in seen, 7 in seen)
unreached = set()
for node in adj:
    if node not in d:
        unreached.add(node)
print(unreached, bfs(EDGES, 6))
