# assert with and without a message, raise, bare raise, del.
# AST: (assert@3:1 (compare n > 0))
assert n > 0
# AST: (assert@5:1 (compare (call len a) == n) "length mismatch")
assert len(a) == n, "length mismatch"
# AST: (assert@7:1 (compare 0 <= i < n) (fstring "bad index " (field i)))
assert 0 <= i < n, f"bad index {i}"
# AST: (assert@9:1 (call (attr np all) (compare a >= 0)))
assert np.all(a >= 0)
# AST: (raise@11:1 (call ValueError "negative input"))
raise ValueError("negative input")
# AST: (raise@13:1 (call IndexError (fstring "index " (field i) " out of range")))
raise IndexError(f"index {i} out of range")
# AST: (raise@15:1 ZeroDivisionError)
raise ZeroDivisionError
# AST: (raise@17:1 (call RuntimeError "wrapped") err)
raise RuntimeError("wrapped") from err
def f(x):
    if x:
        # AST: (raise@21:9 (call TypeError "x must be falsy"))
        raise TypeError("x must be falsy")
    # AST: (assert@23:5 (not x) "unreachable")
    assert not x, "unreachable"
    # AST: (raise@25:5)
    raise
# AST: (del@27:1 x)
del x
# AST: (del@29:1 a b)
del a, b
# AST: (del@31:1 (index lst 0))
del lst[0]
# AST: (del@33:1 (index a (slice 1 3 _)) (attr o f))
del a[1:3], o.f
