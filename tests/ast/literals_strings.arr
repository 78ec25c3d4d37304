# String and bytes literals: quotes, escapes, triple-quoted, raw, bytes,
# prefixes, adjacent concatenation.
# AST: (=@4:1 s1 "single")
s1 = 'single'
# AST: (=@6:1 s2 "double")
s2 = "double"
# AST: (=@8:1 s3 "tab\there\nnewline")
s3 = "tab\there\nnewline"
# AST: (=@10:1 s4 "back\\slash")
s4 = "back\\slash"
# AST: (=@12:1 s5 "it's")
s5 = 'it\'s'
# AST: (=@14:1 s6 "say \"hi\"")
s6 = "say \"hi\""
# AST: (=@16:1 s7 "A")
s7 = "\x41"
# AST: (=@18:1 s8 "é")
s8 = "\u00e9"
# AST: (=@20:1 s9 "\x00\x07")
s9 = "\0\a"
# AST: (=@22:1 s10 "\r")
s10 = "\r"
# AST: (=@24:1 s11 "\\d")
s11 = "\d"
# AST: (=@26:1 s12 "é")
s12 = "é"
# AST: (=@28:1 s13 "ABC")
s13 = "\101\x42\U00000043"
# AST: (=@30:1 e "")
e = ''
# AST: (=@32:1 t1 "line one\nline two")
t1 = '''line one
line two'''
# AST: (=@35:1 t2 "has 'single' and \"double\" quotes")
t2 = """has 'single' and "double" quotes"""
# AST: (=@37:1 t3 "")
t3 = """"""
# AST: (=@39:1 after_triple 1)
after_triple = 1
# AST: (=@41:1 raw "C:\\new\\table")
raw = r"C:\new\table"
# AST: (=@43:1 rawre "\\d+\\.\\d*")
rawre = r'\d+\.\d*'
# AST: (=@45:1 rawq "a\\'b")
rawq = r'a\'b'
# AST: (=@47:1 by b"bytes\x00\x01AB")
by = b"bytes\0\x01AB"
# AST: (=@49:1 rb b"\\x")
rb = rb"\x"
# AST: (=@51:1 br b"raw\\n")
br = BR'raw\n'
# AST: (=@53:1 u "unicode")
u = u"unicode"
# AST: (=@55:1 cat "abc")
cat = 'a' "b" 'c'
# AST: (=@57:1 cat2 "first second")
cat2 = ("first "
        "second")
# AST: (=@60:1 cat3 b"ab")
cat3 = b"a" b"b"
# AST: (=@62:1 cat4 "raw\\n and \n")
cat4 = r"raw\n" " and \n"
# AST: (=@64:1 cont "joinedline")
cont = "joined\
line"
# AST: (=@67:1 after_cont 2)
after_cont = 2
# AST: (expr@69:1 (call print "a\tb" (kw sep "") (kw end "\n")))
print("a\tb", sep='', end='\n')
