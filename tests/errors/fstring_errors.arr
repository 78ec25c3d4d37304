x = 1.5
a = f"value {x"
b = f"brace } alone"
c = f"{x!z}"
d = f"{x:.3f
e = f"{x:.3f}"
# ERROR 2:15: f-string: expecting '}' before the closing quote
# ERROR 3:13: f-string: single '}' is not allowed
# ERROR 4:9: f-string: invalid conversion '!z'
# ERROR 5:5: unterminated f-string literal (detected at line 5)
