# CPython compiles at most 20 nested loops (and try/with statements) in one
# function or the module (CO_MAXBLOCKS): 20 compile, 21 do not, in a function
# that is never called too.


def twenty():
 s = 0
 for i0 in range(1):
  for i1 in range(1):
   for i2 in range(1):
    for i3 in range(1):
     for i4 in range(1):
      for i5 in range(1):
       for i6 in range(1):
        for i7 in range(1):
         for i8 in range(1):
          for i9 in range(1):
           for i10 in range(1):
            for i11 in range(1):
             for i12 in range(1):
              for i13 in range(1):
               for i14 in range(1):
                for i15 in range(1):
                 for i16 in range(1):
                  for i17 in range(1):
                   for i18 in range(1):
                    for i19 in range(1):
                     s += 1
 return s


def unused():
 s = 0
 for i0 in range(1):
  while s < 1:
   for i2 in range(1):
    while s < 3:
     for i4 in range(1):
      while s < 5:
       for i6 in range(1):
        while s < 7:
         for i8 in range(1):
          while s < 9:
           for i10 in range(1):
            while s < 11:
             for i12 in range(1):
              while s < 13:
               for i14 in range(1):
                while s < 15:
                 for i16 in range(1):
                  while s < 17:
                   for i18 in range(1):
                    while s < 19:
                     for i20 in range(1):
                      s += 1
 return s


print(twenty())
# ERROR 54:22: too many statically nested blocks (CPython allows 20 nested loops
