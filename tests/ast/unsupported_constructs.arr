# Constructs arrc parses but rejects in a later phase: class, lambda, try,
# with, global, nonlocal, yield, async/await, dicts, sets, *args/**kwargs,
# keyword-only and positional-only parameters, the walrus operator.
# AST: (class@5:1 Point
class Point:
    # AST: (=@7:5 x 0)
    x = 0
    # AST: (def@9:5 __init__
    def __init__(self, x):
        # AST: (=@11:9 (attr self x) x)
        self.x = x

# AST: (class@14:1 Child (bases Point) (keywords (kw metaclass Meta))
class Child(Point, metaclass=Meta):
    pass

# AST: (class@18:1 Empty
class Empty(): pass

@dataclass
# AST: (class@22:1 Data (decorators dataclass)
class Data:
    # AST: (annassign@24:5 v int 0)
    v: int = 0

# AST: (=@27:1 sq (lambda (params (param x)) (* x x)))
sq = lambda x: x * x
# AST: (=@29:1 zero (lambda (params) 0))
zero = lambda: 0
# AST: (=@31:1 add (lambda (params (param x) (param y (default 2))) (+ x y)))
add = lambda x, y=2: x + y
# AST: (=@33:1 va (lambda (params (param *a) (param **k)) a))
va = lambda *a, **k: a
# AST: (=@35:1 kwo (lambda (params (param a) (param *) (param b)) b))
kwo = lambda a, *, b: b

# AST: (try@38:1
try:
    # AST: (=@40:5 x (call risky))
    x = risky()
# AST: (except@42:1 ValueError e
except ValueError as e:
    # AST: (=@44:5 x 0)
    x = 0
# AST: (except@46:1 (tuple TypeError KeyError)
except (TypeError, KeyError):
    x = 1
except:
    x = 2
else:
    # AST: (=@52:5 x 3)
    x = 3
finally:
    # AST: (expr@55:5 (call cleanup))
    cleanup()

# AST: (try@58:1
try:
    pass
finally:
    # AST: (expr@62:5 (call done))
    done()

# AST: (with@65:1 (item (call open "f.txt") fh)
with open("f.txt") as fh:
    # AST: (=@67:5 data (call (attr fh read)))
    data = fh.read()
# AST: (with@69:1 (item a) (item b c)
with a, b as c:
    pass

counter = 0
def bump():
    # AST: (global@75:5 counter)
    global counter
    # AST: (global@77:5 g1 g2)
    global g1, g2
    counter += 1

def outer():
    n = 0
    def inner():
        # AST: (nonlocal@84:9 n)
        nonlocal n
        n += 1
    inner()
    return n

def gen(n):
    for i in range(n):
        # AST: (expr@92:9 (yield i))
        yield i
    # AST: (expr@94:5 (yield-from (call range 3)))
    yield from range(3)
    # AST: (expr@96:5 (yield))
    yield
    # AST: (=@98:5 got (yield 1))
    got = yield 1

# AST: (def@101:1 async fetch
async def fetch(x):
    # AST: (expr@103:5 (await (call sleep 1)))
    await sleep(1)
    # AST: (=@105:5 r (await x))
    r = await x
    # AST: (=@107:5 lst (listcomp y (async-for y (call aiter x))))
    lst = [y async for y in aiter(x)]
    return r

async def stream(src, lock):
    # AST: async (item lock)
    async with lock:
        # AST: (expr@114:9 (call use src))
        use(src)
    # AST: async (tuple i v) (call aiter src)
    async for i, v in aiter(src):
        # AST: (expr@118:9 (call use i v))
        use(i, v)

# AST: (=@121:1 d0 (dict))
d0 = {}
# AST: (=@123:1 d1 (dict ("a" 1) ("b" 2)))
d1 = {"a": 1, "b": 2}
# AST: (=@125:1 d2 (dict (** d1) ("k" 3)))
d2 = {**d1, "k": 3}
# AST: (=@127:1 d3 (dictcomp k v (for (tuple k v) (call (attr d1 items)))))
d3 = {k: v for k, v in d1.items()}
# AST: (=@129:1 s1 (set 1 2 3))
s1 = {1, 2, 3}
# AST: (=@131:1 s2 (set (star a) 1))
s2 = {*a, 1}
# AST: (=@133:1 s3 (setcomp x (for x a)))
s3 = {x for x in a}
# AST: (=@135:1 v (index (dict ("a" 1)) "a"))
v = {"a": 1}["a"]

# AST: (params (param *args) (param **kwargs))
def varargs(*args, **kwargs):
    # AST: (return@140:5 (call f (star args) (kw ** kwargs)))
    return f(*args, **kwargs)

# AST: (params (param a) (param *) (param b (default 1)))
def kwonly(a, *, b=1):
    return b

# AST: (params (param a) (param /) (param b))
def posonly(a, /, b):
    return b

# AST: (params (param *args (ann int)) (param **kw (ann float)))
def annotated_varargs(*args: int, **kw: float):
    return args

# AST: (if@155:1 (compare (walrus n (call len a)) > 10)
if (n := len(a)) > 10:
    pass
# AST: (while@158:1 (compare (walrus line (call readline)) != "")
while (line := readline()) != "":
    pass
# AST: (=@161:1 ys (listcomp y (for x a (if (walrus y (call f x))))))
ys = [y for x in a if (y := f(x))]
# AST: (expr@163:1 (call print (walrus z 3)))
print(z := 3)
