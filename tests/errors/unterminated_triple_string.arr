x = 1
doc = """this docstring
never ends
# ERROR 2:7: unterminated triple-quoted string literal
