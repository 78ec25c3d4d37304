# Recursive methods on a binary search tree whose children are None or
# another node, and a small shape hierarchy: overriding, super().__init__
# and the explicit Base.__init__(self, ...) form.
class Tree:
    def __init__(self, key):
        self.key = key
        self.left = None
        self.right = None

    def insert(self, key):
        if key < self.key:
            if self.left is None:
                self.left = Tree(key)
            else:
                self.left.insert(key)
        else:
            if self.right is None:
                self.right = Tree(key)
            else:
                self.right.insert(key)

    def inorder(self, out):
        if self.left is not None:
            self.left.inorder(out)
        out.append(self.key)
        if self.right is not None:
            self.right.inorder(out)
        return out

    def height(self):
        hl = 0 if self.left is None else self.left.height()
        hr = 0 if self.right is None else self.right.height()
        return 1 + max(hl, hr)


class Shape:
    def __init__(self, name):
        self.name = name

    def area(self):
        return 0.0

    def describe(self):
        return f"{self.name} with area {self.area():.2f}"


class Circle(Shape):
    def __init__(self, r):
        super().__init__("circle")
        self.r = r

    def area(self):
        return 3.141592653589793 * self.r ** 2


class Square(Shape):
    def __init__(self, s):
        Shape.__init__(self, "square")
        self.s = s

    def area(self):
        return self.s * self.s


root = Tree(50)
for k in [30, 70, 20, 40, 60, 80, 35]:
    root.insert(k)
print(root.inorder([0])[1:], root.height())
print(Circle(2.0).describe())
print(Square(3.0).describe())
