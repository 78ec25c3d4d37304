# Text files read with Python's universal newlines: "\r\n" and a lone "\r" read as "\n" by read(), readline(), readlines() and line iteration (they were kept before)
with open("dos.txt", "w") as f:
    f.write("alpha\r\nbeta\r\n\r\ngamma\rdelta\n")
print(repr(open("dos.txt").read()))
print(repr(open("dos.txt").read(8)))
f = open("dos.txt")
print(repr(f.readline()), repr(f.readline()))
f.close()
print(open("dos.txt").readlines())
for line in open("dos.txt"):
    print(len(line), line.rstrip("\n").upper())
