# Positions of async statements: like an undecorated `async def`, every async
# statement starts at its `async` keyword (as in Python's ast).
# AST: (def@4:1 async plain
async def plain():
    # AST: (with@6:5 async (item lock)
    async with lock:
        pass
    # AST: (for@9:5 async i (call aiter src)
    async for i in aiter(src):
        pass

@decorator
# AST: (def@14:1 async decorated
async def decorated():
    pass
