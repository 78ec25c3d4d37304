# gdb pretty-printers for programs compiled by arrc with -g
# (docs/debugging.md): arrays print in the form of NumPy's repr (each
# element as Python prints it); strings, lists, tuples and optionals as
# Python prints them, instead of the runtime's structs.
#
#   (gdb) source /usr/local/share/arrc/arrc-gdb.py    (or put it in ~/.gdbinit)
#   (gdb) print a
#   $1 = array([0.0, 1.5, 3.0, 4.5], dtype=float64)
#
# print/r shows the struct underneath ({data, ndim, itemsize, size, shape,
# strides}). The types are recognized by the names arrc gives them in the
# DWARF: "array(float64, 1d, C)", "str", "list(int64)",
# "Tuple(int64, float64)", "UniTuple(int64 x 2)", "OptionalType(int64)"
# (codegen/debuginfo.c).
import gdb

# NumPy summarizes arrays of more than this many elements (its
# print option threshold), showing EDGE items at each end of every axis.
THRESHOLD = 1000
EDGE = 3


def _scalar(value):
    """One element as Python prints it."""
    code = value.type.strip_typedefs().code
    if code == gdb.TYPE_CODE_FLT:
        return repr(float(value))
    if code == gdb.TYPE_CODE_BOOL:
        return "True" if bool(value) else "False"
    if code == gdb.TYPE_CODE_INT:
        return str(int(value))
    return str(value)


def _element(value):
    """A value held in a list, tuple or optional, as Python prints it:
    arrays, strings and lists are held through a pointer."""
    t = value.type.strip_typedefs()
    if t.code == gdb.TYPE_CODE_PTR:
        return "NULL" if int(value) == 0 else str(value.dereference())
    if t.code == gdb.TYPE_CODE_STRUCT:
        return str(value)
    return _scalar(value)


def _limit():
    """gdb's `set print elements` (200 by default; 0 or unlimited: none)."""
    n = gdb.parameter("print elements")
    return n if n else None


class ArrayPrinter:
    """An arrc array (arrc_array): its elements, nested by dimension."""

    def __init__(self, value):
        self.value = value

    def to_string(self):
        try:
            return self._format()
        except (gdb.error, gdb.MemoryError, ValueError) as e:
            return "<array not readable: %s>" % e

    def _format(self):
        v = self.value
        ndim = int(v["ndim"])
        shape = [int(v["shape"][k]) for k in range(ndim)] if ndim else []
        strides = [int(v["strides"][k]) for k in range(ndim)] if ndim else []
        data = v["data"]
        element = data.type.target().pointer()
        base = data.cast(gdb.lookup_type("char").pointer())
        summarize = int(v["size"]) > THRESHOLD

        def at(offset):
            return _scalar((base + offset).cast(element).dereference())

        def axis(dim, offset):
            n = shape[dim]
            if summarize and n > 2 * EDGE:
                indices = list(range(EDGE)) + [None] + list(range(n - EDGE, n))
            else:
                indices = range(n)
            items = []
            for k in indices:
                if k is None:
                    items.append("...")
                elif dim == ndim - 1:
                    items.append(at(offset + k * strides[dim]))
                else:
                    items.append(axis(dim + 1, offset + k * strides[dim]))
            return "[" + ", ".join(items) + "]"

        body = axis(0, 0) if ndim else at(0)
        dtype = str(v.type.strip_typedefs().tag or "array(?").split("(", 1)[1].split(",")[0]
        return "array(%s, dtype=%s)" % (body, dtype)


class StrPrinter:
    """An arrc string (arrc_str): its UTF-8 text, quoted as repr() does."""

    def __init__(self, value):
        self.value = value

    def to_string(self):
        try:
            n = int(self.value["len"])
            raw = gdb.selected_inferior().read_memory(self.value["data"].address, n).tobytes()
            return repr(raw.decode("utf-8", "replace"))
        except (gdb.error, gdb.MemoryError, ValueError) as e:
            return "<str not readable: %s>" % e


class ListPrinter:
    """An arrc list (arrc_list): its elements in brackets."""

    def __init__(self, value):
        self.value = value

    def to_string(self):
        try:
            n = int(self.value["len"])
            shown = n if _limit() is None else min(n, _limit())
            items = [_element(self.value["data"][k]) for k in range(shown)]
            return "[" + ", ".join(items + (["..."] if shown < n else [])) + "]"
        except (gdb.error, gdb.MemoryError, ValueError) as e:
            return "<list not readable: %s>" % e


class TuplePrinter:
    """A tuple: its fields f0, f1, ... in parentheses."""

    def __init__(self, value):
        self.value = value

    def to_string(self):
        items = [_element(self.value[f]) for f in self.value.type.strip_typedefs().fields()]
        return "(" + ", ".join(items) + ("," if len(items) == 1 else "") + ")"


class OptionalPrinter:
    """An optional: None, or the value it holds."""

    def __init__(self, value):
        self.value = value

    def to_string(self):
        return _element(self.value["value"]) if bool(self.value["valid"]) else "None"


def lookup(value):
    t = value.type.strip_typedefs()
    if t.code != gdb.TYPE_CODE_STRUCT or not t.tag:
        return None
    if t.tag.startswith("array("):
        return ArrayPrinter(value)
    if t.tag == "str":
        return StrPrinter(value)
    if t.tag.startswith("list("):
        return ListPrinter(value)
    if t.tag.startswith(("Tuple(", "UniTuple(")):
        return TuplePrinter(value)
    if t.tag.startswith("OptionalType("):
        return OptionalPrinter(value)
    return None


gdb.pretty_printers.append(lookup)
