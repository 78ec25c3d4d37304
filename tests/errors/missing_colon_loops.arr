n = 0
for i in range(10)
    n += i
while n > 0
    n -= 1
# ERROR 2:19: expected ':' after 'for' target and iterable
# ERROR 4:12: expected ':' after 'while' condition
