x = 0
if x = 1:
    pass
while x = 2:
    pass
# ERROR 2:6: cannot assign in a condition; did you mean '=='?
# ERROR 4:9: cannot assign in a condition; did you mean '=='?
