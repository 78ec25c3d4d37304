# A compound statement's header must end with ':'.
x = 3
if x > 1
    print(x)
# ERROR 3:9: expected ':' after 'if' condition
