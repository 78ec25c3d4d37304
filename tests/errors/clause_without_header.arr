x = 1
else:
    x = 2
elif x:
    pass
except ValueError:
    pass
# ERROR 2:1: 'else' does not follow an 'if', 'for', 'while' or 'try' block
# ERROR 4:1: 'elif' does not follow an 'if' block
# ERROR 6:1: 'except' does not follow a 'try' block
