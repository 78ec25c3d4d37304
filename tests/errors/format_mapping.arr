# A mapping format names str keys of a dict in a constant format string:
# positional fields are Python's ValueError, and arrc needs the format
# string when it compiles.
def main(fmt):
    d = {"a": 1, "b": 2}
    print("{0} {a}".format_map(d))
    print(fmt.format_map(d))
    print("{a}".format_map([1]))
    print("{a}".format_map({1: 2}))


main("{a}")
# ERROR 6:11: ValueError: Format string contains positional fields
# ERROR 7:11: str.format_map() needs a constant format string
# ERROR 8:11: str.format_map() takes a dict, not list(int64)
# ERROR 9:11: str.format_map() of DictType[int64,int64] is not supported by arrc
