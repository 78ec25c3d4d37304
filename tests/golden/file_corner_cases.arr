# Text files: empty files, a last line without '\n', read(n) counting
# characters (not bytes), unicode, reading a closed file, writing a file
# opened for reading, missing files, bad modes, and a with statement left
# by an exception, a return and a break.
with open("empty.txt", "w") as f:
    pass
with open("empty.txt") as f:
    print([f.read()], [f.readline()], f.readlines())
    for line in f:
        print("never")

with open("unicode.txt", "w") as f:
    print(f.write("h\u00e9llo w\u00f6rld \u2603\nsecond"))
with open("unicode.txt") as f:
    print([f.read(2)], [f.read(4)], [f.readline()], [f.readline()], [f.readline()])
with open("unicode.txt") as f:
    for line in f:
        print([line])

try:
    with open("unicode.txt") as f:
        print(f.readline(), end="")
        raise RuntimeError("stop reading")
except RuntimeError as e:
    print("stopped:", e)
try:
    f.read()
except ValueError as e:
    print("after with:", e)


def first_line(path):
    with open(path) as g:
        for line in g:
            return line
    return "none"


print([first_line("unicode.txt")], [first_line("empty.txt")])

count = 0
with open("unicode.txt") as g:
    for line in g:
        count += 1
        break
print("lines read before break:", count)

try:
    open("no/such/dir/file.txt")
except FileNotFoundError as e:
    print(e)
    print(repr(e))
try:
    open(".")
except IsADirectoryError as e:
    print(e)
try:
    open("unicode.txt", "rw")
except ValueError as e:
    print(e)
try:
    with open("unicode.txt") as r:
        r.write("x")
except OSError as e:
    print("io:", e)

w = open("overwrite.txt", "w")
w.write("one\n")
w.close()
w = open("overwrite.txt", "w+")
w.write("two\n")
w.close()
with open("overwrite.txt", "r") as r:
    print(r.readlines())
try:
    with open("missing.txt") as m:
        print(m.read())
except FileNotFoundError:
    print("missing.txt is missing")
except OSError:
    print("not reached")
