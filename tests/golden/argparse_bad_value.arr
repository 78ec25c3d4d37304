# A value that type= cannot convert ends the program with argparse's usage
# and message on stderr and exit status 2, before anything else runs.
import argparse

parser = argparse.ArgumentParser()
parser.add_argument("--points", type=int, default=1000)
parser.add_argument("--seed", type=int, default=1)
args = parser.parse_args()
print("points", args.points)
