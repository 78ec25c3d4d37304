flag = True
other = !flag
# ERROR 2:9: '!' is not an operator in Python; use 'not' or '!='
