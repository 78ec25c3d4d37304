# f-strings: the format spec families of LANGUAGE.md section 6.6, nested
# spec fields, conversions, {{ }} escapes, nested quotes, concatenation.
# AST: (=@4:1 a (fstring "x = " (field x)))
a = f"x = {x}"
# AST: (=@6:1 b (fstring (field x (fstring ".3f"))))
b = f"{x:.3f}"
# AST: (=@8:1 c (fstring (field n (fstring ">8d"))))
c = f"{n:>8d}"
# AST: (=@10:1 d (fstring (field x (fstring "e"))))
d = f"{x:e}"
# AST: (=@12:1 e (fstring (field x (fstring "g"))))
e = f"{x:g}"
# AST: (=@14:1 g (fstring (field x (fstring "%"))))
g = f"{x:%}"
# AST: (=@16:1 h (fstring (field n (fstring ","))))
h = f"{n:,}"
# AST: (=@18:1 i (fstring (field s (fstring "<10"))))
i = f"{s:<10}"
# AST: (=@20:1 j (fstring (field p (fstring ".1%"))))
j = f"{p:.1%}"
# AST: (=@22:1 k (fstring (field v (fstring ",.2f"))))
k = f"{v:,.2f}"
# AST: (=@24:1 l (fstring (field s (fstring "^20"))))
l = f"{s:^20}"
# AST: (=@26:1 m (fstring (field x (fstring "+.3e"))))
m = f"{x:+.3e}"
# AST: (=@28:1 o (fstring (field x (fstring "08.3f"))))
o = f"{x:08.3f}"
# AST: (=@30:1 q (fstring (field n (fstring "#x"))))
q = f"{n:#x}"
# AST: (=@32:1 r (fstring (field x (fstring "10.4g"))))
r = f"{x:10.4g}"
# AST: (=@34:1 nested (fstring (field x (fstring (field w) "." (field p) "f"))))
nested = f"{x:{w}.{p}f}"
# AST: (=@36:1 nested2 (fstring (field x (fstring ">" (field w)))))
nested2 = f"{x:>{w}}"
# AST: (=@38:1 conv (fstring (field s !r)))
conv = f"{s!r}"
# AST: (=@40:1 conv2 (fstring (field s !s) " " (field s !a)))
conv2 = f"{s!s} {s!a}"
# AST: (=@42:1 conv3 (fstring (field s !r (fstring ">12"))))
conv3 = f"{s!r:>12}"
# AST: (=@44:1 esc (fstring "{x} = " (field x)))
esc = f"{{x}} = {x}"
# AST: (=@46:1 esc2 (fstring "{}"))
esc2 = f"{{}}"
# AST: (=@48:1 esc3 (fstring "{" (field x) "}"))
esc3 = f"{{{x}}}"
# AST: (=@50:1 quotes (fstring (field (index d "key"))))
quotes = f"{d['key']}"
# AST: (=@52:1 quotes2 (fstring (field (ifexp ok "yes" "no"))))
quotes2 = f'{"yes" if ok else "no"}'
# AST: (=@54:1 quotes3 (fstring (field "a") " and " (field "b")))
quotes3 = f"""{"a"} and {'b'}"""
# AST: (=@56:1 ex (fstring (field (+ a (* b 2)) (fstring ".1f"))))
ex = f"{a + b * 2:.1f}"
# AST: (=@58:1 sl (fstring (field (index a (slice 1 3 _)))))
sl = f"{a[1:3]}"
# AST: (=@60:1 ne (fstring (field (compare a != b))))
ne = f"{a != b}"
# AST: (=@62:1 call (fstring (field (call (attr np sum) a) (fstring ",.2f"))))
call = f"{np.sum(a):,.2f}"
# AST: (=@64:1 only (fstring (field x)))
only = f"{x}"
# AST: (=@66:1 empty (fstring))
empty = f""
# AST: (=@68:1 plain (fstring "plain"))
plain = f"plain"
# AST: (=@70:1 escapes (fstring "a\tb" (field x) "\n"))
escapes = f"a\tb{x}\n"
# AST: (=@72:1 rawf (fstring "\\d" (field x)))
rawf = rf"\d{x}"
# AST: (=@74:1 joined (fstring "x = " (field x (fstring ".2f")) " units"))
joined = "x = " f"{x:.2f}" " units"
# AST: (=@76:1 many (fstring (field i) ": " (field v (fstring ".3f")) " (" (field p (fstring ".1%")) ")"))
many = f"{i}: {v:.3f} ({p:.1%})"
# AST: (=@78:1 tup (fstring (field (tuple a b))))
tup = f"{a, b}"
# AST: (=@80:1 spaced (fstring (field x)))
spaced = f"{ x }"
# AST: (=@82:1 emptyspec (fstring (field x (fstring))))
emptyspec = f"{x:}"
# AST: (=@84:1 single (fstring "n=" (field n (fstring "d"))))
single = f'n={n:d}'
# AST: (=@86:1 triple (fstring "a\n" (field x) "\nb"))
triple = f"""a
{x}
b"""
# AST: (=@90:1 after_triple 0)
after_triple = 0
# AST: (=@92:1 inner (fstring (field (fstring (field x)))))
inner = f"{f'{x}'}"
# AST: (=@94:1 nconv (fstring (field x (fstring (field w !r)))))
nconv = f"{x:{w!r}}"
# AST: (=@96:1 convnest (fstring (field x !r (fstring (field w)))))
convnest = f"{x!r:{w}}"
# AST: (=@98:1 brace_str (fstring (field "{")))
brace_str = f"{'{'}"
# AST: (=@100:1 date (fstring (field t (fstring "%Y-%m-%d"))))
date = f"{t:%Y-%m-%d}"
# AST: (=@102:1 idxspec (fstring (field (index d "a") (fstring ">" (field w)))))
idxspec = f"{d['a']:>{w}}"
# AST: (=@104:1 two (fstring (field x (fstring (field a) (field b)))))
two = f"{x:{a}{b}}"
# AST: (=@106:1 conv_empty (fstring (field x !r (fstring))))
conv_empty = f"{x!r:}"
# AST: (=@108:1 neconv (fstring (field (compare a != b) !r)))
neconv = f"{a!=b!r}"
# AST: (=@110:1 prefixes (fstring (field x) "\\d" (field y) (field z)))
prefixes = F"{x}" fR"\d{y}" Rf"{z}"
# AST: (=@112:1 multiline_field (fstring (field (+ x 1))))
multiline_field = f"""{
x + 1
}"""
# AST: (=@116:1 after_field 0)
after_field = 0
# AST: (expr@118:1 (call print (fstring (field x (fstring "8.3f"))) (kw end "")))
print(f"{x:8.3f}", end="")
