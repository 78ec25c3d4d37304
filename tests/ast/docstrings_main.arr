# AST: (expr@2:1 "Module docstring.")
"""Module docstring."""
# Docstrings of functions, and the `if __name__ == "__main__":` entry point.
import numpy as np

def f(x):
    # AST: (expr@8:5 "Return x doubled.")
    """Return x doubled."""
    # AST: (return@10:5 (* 2 x))
    return 2 * x

def g():
    # AST: (expr@14:5 "Multi-line docstring.\n\n    More text here.\n    ")
    """Multi-line docstring.

    More text here.
    """
    # AST: (pass@19:5)
    pass

def h():
    # AST: (expr@23:5 "single-quoted docstring")
    'single-quoted docstring'

def main():
    # AST: (expr@27:5 "Raw \\docstring")
    r"""Raw \docstring"""
    # AST: (expr@29:5 (call print (call f 2)))
    print(f(2))

# AST: (if@32:1 (compare __name__ == "__main__")
if __name__ == "__main__":
    # AST: (expr@34:5 (call main))
    main()
# AST: (if@36:1 (compare "__main__" == __name__)
if '__main__' == __name__:
    # AST: (=@38:5 n (call int (index (attr sys argv) 1)))
    n = int(sys.argv[1])
    # AST: (expr@40:5 (call (attr sys exit) 0))
    sys.exit(0)
