# 99 levels of nested blocks, CPython's limit of indentation (issue 12: no fixed limits): if, else, for
# and while (19 loops; CPython allows 20) nested in an @njit function, with break and continue in the
# inner loops, and 99 levels of if and for at module level. One space per level keeps the file small.
from numba import njit


@njit
def deep(n):
 s = 0
 if n > 0:
  if n < 0:
   s -= 1000
  else:
   for i2 in range(2 if 2 % 4 == 0 else 1):
    if n < 0:
     s -= 1000
    else:
     if n > 1:
      if n < 0:
       s -= 1000
      else:
       if n > 0:
        w7 = 0
        while w7 < 2:
         w7 += 1
         if w7 == 2:
          continue
         if n > 2:
          if n < 0:
           s -= 1000
          else:
           if n > 1:
            if n < 0:
             s -= 1000
            else:
             for i12 in range(2 if 12 % 4 == 0 else 1):
              if n < 0:
               s -= 1000
              else:
               if n > 2:
                if n < 0:
                 s -= 1000
                else:
                 if n > 1:
                  w17 = 0
                  while w17 < 2:
                   w17 += 1
                   if w17 == 2:
                    continue
                   if n > 0:
                    if n < 0:
                     s -= 1000
                    else:
                     if n > 2:
                      if n < 0:
                       s -= 1000
                      else:
                       for i22 in range(2 if 22 % 4 == 0 else 1):
                        if n < 0:
                         s -= 1000
                        else:
                         if n > 0:
                          if n < 0:
                           s -= 1000
                          else:
                           if n > 2:
                            w27 = 0
                            while w27 < 2:
                             w27 += 1
                             if w27 == 2:
                              continue
                             if n > 1:
                              if n < 0:
                               s -= 1000
                              else:
                               if n > 0:
                                if n < 0:
                                 s -= 1000
                                else:
                                 for i32 in range(2 if 32 % 4 == 0 else 1):
                                  if n < 0:
                                   s -= 1000
                                  else:
                                   if n > 1:
                                    if n < 0:
                                     s -= 1000
                                    else:
                                     if n > 0:
                                      w37 = 0
                                      while w37 < 2:
                                       w37 += 1
                                       if w37 == 2:
                                        continue
                                       if n > 2:
                                        if n < 0:
                                         s -= 1000
                                        else:
                                         if n > 1:
                                          if n < 0:
                                           s -= 1000
                                          else:
                                           for i42 in range(2 if 42 % 4 == 0 else 1):
                                            if n < 0:
                                             s -= 1000
                                            else:
                                             if n > 2:
                                              if n < 0:
                                               s -= 1000
                                              else:
                                               if n > 1:
                                                w47 = 0
                                                while w47 < 2:
                                                 w47 += 1
                                                 if w47 == 2:
                                                  continue
                                                 if n > 0:
                                                  if n < 0:
                                                   s -= 1000
                                                  else:
                                                   if n > 2:
                                                    if n < 0:
                                                     s -= 1000
                                                    else:
                                                     for i52 in range(2 if 52 % 4 == 0 else 1):
                                                      if n < 0:
                                                       s -= 1000
                                                      else:
                                                       if n > 0:
                                                        if n < 0:
                                                         s -= 1000
                                                        else:
                                                         if n > 2:
                                                          w57 = 0
                                                          while w57 < 2:
                                                           w57 += 1
                                                           if w57 == 2:
                                                            continue
                                                           if n > 1:
                                                            if n < 0:
                                                             s -= 1000
                                                            else:
                                                             if n > 0:
                                                              if n < 0:
                                                               s -= 1000
                                                              else:
                                                               for i62 in range(2 if 62 % 4 == 0 else 1):
                                                                if n < 0:
                                                                 s -= 1000
                                                                else:
                                                                 if n > 1:
                                                                  if n < 0:
                                                                   s -= 1000
                                                                  else:
                                                                   if n > 0:
                                                                    w67 = 0
                                                                    while w67 < 2:
                                                                     w67 += 1
                                                                     if w67 == 2:
                                                                      continue
                                                                     if n > 2:
                                                                      if n < 0:
                                                                       s -= 1000
                                                                      else:
                                                                       if n > 1:
                                                                        if n < 0:
                                                                         s -= 1000
                                                                        else:
                                                                         for i72 in range(2 if 72 % 4 == 0 else 1):
                                                                          if n < 0:
                                                                           s -= 1000
                                                                          else:
                                                                           if n > 2:
                                                                            if n < 0:
                                                                             s -= 1000
                                                                            else:
                                                                             if n > 1:
                                                                              w77 = 0
                                                                              while w77 < 2:
                                                                               w77 += 1
                                                                               if w77 == 2:
                                                                                continue
                                                                               if n > 0:
                                                                                if n < 0:
                                                                                 s -= 1000
                                                                                else:
                                                                                 if n > 2:
                                                                                  if n < 0:
                                                                                   s -= 1000
                                                                                  else:
                                                                                   for i82 in range(2 if 82 % 4 == 0 else 1):
                                                                                    if n < 0:
                                                                                     s -= 1000
                                                                                    else:
                                                                                     if n > 0:
                                                                                      if n < 0:
                                                                                       s -= 1000
                                                                                      else:
                                                                                       if n > 2:
                                                                                        w87 = 0
                                                                                        while w87 < 2:
                                                                                         w87 += 1
                                                                                         if w87 == 2:
                                                                                          continue
                                                                                         if n > 1:
                                                                                          if n < 0:
                                                                                           s -= 1000
                                                                                          else:
                                                                                           if n > 0:
                                                                                            if n < 0:
                                                                                             s -= 1000
                                                                                            else:
                                                                                             for i92 in range(2 if 92 % 4 == 0 else 1):
                                                                                              if n < 0:
                                                                                               s -= 1000
                                                                                              else:
                                                                                               if n > 1:
                                                                                                if n < 0:
                                                                                                 s -= 1000
                                                                                                else:
                                                                                                 if n > 0:
                                                                                                  if n < 0:
                                                                                                   s -= 1000
                                                                                                  else:
                                                                                                   s += n
                                                                                                   if s > 1000: break
 return s


print(deep(3), deep(2), deep(0))
k = 0
if 0 >= 0:
 if 1 >= 0:
  if 2 >= 0:
   if 3 >= 0:
    if 4 >= 0:
     for j5 in range(2):
      if 6 >= 0:
       if 7 >= 0:
        if 8 >= 0:
         if 9 >= 0:
          if 10 >= 0:
           if 11 >= 0:
            if 12 >= 0:
             if 13 >= 0:
              if 14 >= 0:
               for j15 in range(2):
                if 16 >= 0:
                 if 17 >= 0:
                  if 18 >= 0:
                   if 19 >= 0:
                    if 20 >= 0:
                     if 21 >= 0:
                      if 22 >= 0:
                       if 23 >= 0:
                        if 24 >= 0:
                         for j25 in range(2):
                          if 26 >= 0:
                           if 27 >= 0:
                            if 28 >= 0:
                             if 29 >= 0:
                              if 30 >= 0:
                               if 31 >= 0:
                                if 32 >= 0:
                                 if 33 >= 0:
                                  if 34 >= 0:
                                   for j35 in range(2):
                                    if 36 >= 0:
                                     if 37 >= 0:
                                      if 38 >= 0:
                                       if 39 >= 0:
                                        if 40 >= 0:
                                         if 41 >= 0:
                                          if 42 >= 0:
                                           if 43 >= 0:
                                            if 44 >= 0:
                                             for j45 in range(2):
                                              if 46 >= 0:
                                               if 47 >= 0:
                                                if 48 >= 0:
                                                 if 49 >= 0:
                                                  if 50 >= 0:
                                                   if 51 >= 0:
                                                    if 52 >= 0:
                                                     if 53 >= 0:
                                                      if 54 >= 0:
                                                       for j55 in range(2):
                                                        if 56 >= 0:
                                                         if 57 >= 0:
                                                          if 58 >= 0:
                                                           if 59 >= 0:
                                                            if 60 >= 0:
                                                             if 61 >= 0:
                                                              if 62 >= 0:
                                                               if 63 >= 0:
                                                                if 64 >= 0:
                                                                 for j65 in range(2):
                                                                  if 66 >= 0:
                                                                   if 67 >= 0:
                                                                    if 68 >= 0:
                                                                     if 69 >= 0:
                                                                      if 70 >= 0:
                                                                       if 71 >= 0:
                                                                        if 72 >= 0:
                                                                         if 73 >= 0:
                                                                          if 74 >= 0:
                                                                           for j75 in range(2):
                                                                            if 76 >= 0:
                                                                             if 77 >= 0:
                                                                              if 78 >= 0:
                                                                               if 79 >= 0:
                                                                                if 80 >= 0:
                                                                                 if 81 >= 0:
                                                                                  if 82 >= 0:
                                                                                   if 83 >= 0:
                                                                                    if 84 >= 0:
                                                                                     for j85 in range(2):
                                                                                      if 86 >= 0:
                                                                                       if 87 >= 0:
                                                                                        if 88 >= 0:
                                                                                         if 89 >= 0:
                                                                                          if 90 >= 0:
                                                                                           if 91 >= 0:
                                                                                            if 92 >= 0:
                                                                                             if 93 >= 0:
                                                                                              if 94 >= 0:
                                                                                               for j95 in range(2):
                                                                                                if 96 >= 0:
                                                                                                 if 97 >= 0:
                                                                                                  if 98 >= 0:
                                                                                                   k += 1
print('level 99', k)
