def f(x):
    if x:
        return 1
      return 2
# ERROR 4:7: unindent does not match any outer indentation level
