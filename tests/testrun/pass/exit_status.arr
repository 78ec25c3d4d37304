# Exits with status 3 after printing: exit_status.status says 3.
import sys

print("giving up")
sys.exit(3)
