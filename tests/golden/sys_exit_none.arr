# sys.exit(None) and sys.exit() end the program with status 0, and a bool
# is an int status (True is 1).
import sys

print("before")
if len(sys.argv) > 5:
    sys.exit(True)
sys.exit(None)
print("not reached")
