# argparse's parser is read while compiling: its arguments must be
# constants, each attribute needs one type, and the parsed namespace is used
# as args.NAME only.
import argparse

n = 5
parser = argparse.ArgumentParser(description="demo", formatter_class=None)
parser.add_argument("--rate", type=float, default=1)
parser.add_argument("--count", default=3)
parser.add_argument("--size", type=int, default=n)
parser.add_argument("--mode", nargs=2)
parser.add_argument("--kind", type=complex)
parser.add_argument("--flag", action="append")
args = parser.parse_args()
print(args.rate, args.count, args.missing)
print(args)
# ERROR 7:54: ArgumentParser(formatter_class=...) is not supported by arrc yet; it takes prog=, description= and epilog=
# ERROR 8:51: argparse gives 'rate' a float when the option is given and the default's type, int, when not; arrc needs one type: write the default as a float (1.0, not 1)
# ERROR 9:40: argparse gives 'count' a str when the option is given and the default's type, int, when not; arrc needs one type: write the default as a str, or add type=
# ERROR 10:49: arrc needs the default of an argparse argument to be a constant (a number, a string, True, False or None)
# ERROR 11:31: add_argument(nargs=...) is not supported by arrc yet
# ERROR 12:36: arrc supports type=int, type=float and type=str in add_argument
# ERROR 13:38: action='append' is not supported by arrc yet; it has store, store_true, store_false and count
# ERROR 15:30: 'Namespace' object has no attribute 'missing'
# ERROR 16:7: arrc supports the result of parse_args() only as 'args.NAME' in the code that parses the arguments
