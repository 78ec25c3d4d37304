name = "arrc
print(name)
# ERROR 1:8: unterminated string literal (detected at line 1)
