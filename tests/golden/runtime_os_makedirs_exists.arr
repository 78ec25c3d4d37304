# os.makedirs of a directory that exists, without exist_ok, raises
# FileExistsError with the errno message and the path.
import os

os.makedirs("out/a/b")
os.makedirs("out/a/b", exist_ok=True)
print(os.path.isdir("out/a"), os.path.isdir("out/a/b"))
os.makedirs("out/a")
