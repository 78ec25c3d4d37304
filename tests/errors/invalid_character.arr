price = 3 $ 4
total = 10 € 2
ok = 1
# ERROR 1:11: invalid character '$' in the program
# ERROR 2:12: invalid character '€' (U+20AC) in the program
