def f(x):
return x

for i in range(3):
pass
# ERROR 2:1: expected an indented block after function definition on line 1
# ERROR 5:1: expected an indented block after 'for' statement on line 4
