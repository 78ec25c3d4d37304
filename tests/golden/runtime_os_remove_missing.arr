# os.remove and os.path.getsize of a missing file raise FileNotFoundError
# with the errno message and the path, quoted as repr() quotes it.
import os


def cleanup(name):
    if os.path.exists(name):
        os.remove(name)
        return True
    return False


print(cleanup("nothing.txt"))
os.remove("it's missing.txt")
