# Run-time error in host code: integer modulo by zero raises ZeroDivisionError.


def last_digit(n, base):
    return n % base


print(last_digit(1234, 10))
print(last_digit(-1234, 10))
print(last_digit(255, 16))
print(last_digit(7, 0))
print("not reached")
