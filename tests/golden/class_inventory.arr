# Plain Python classes in host code: attributes typed by their
# assignments, methods, __repr__ and __str__ for print() and f-strings,
# class constants, single inheritance with super().__init__ and method
# overriding, isinstance(), instances in lists, reference semantics.
class Item:
    TAX = 0.2
    count = 0

    def __init__(self, name, price, qty):
        self.name = name
        self.price = price
        self.qty = qty

    def value(self):
        return self.price * self.qty

    def with_tax(self):
        return self.value() * (1 + Item.TAX)

    def restock(self, n):
        self.qty += n
        return self

    def label(self):
        return "item"

    def __repr__(self):
        return f"Item({self.name!r}, {self.price}, {self.qty})"


class Perishable(Item):
    def __init__(self, name, price, qty, days):
        super().__init__(name, price, qty)
        self.days = days

    def value(self):
        # Goods close to their date lose half their value.
        base = super().value()
        if self.days < 3:
            return base * 0.5
        return base

    def label(self):
        return "perishable"

    def __str__(self):
        return f"{self.name} ({self.days} days left)"


class Inventory:
    def __init__(self, owner):
        self.owner = owner
        self.items = []
        self.log = []

    def add(self, item):
        self.items.append(item)
        self.log.append("added " + item.name)

    def total(self):
        t = 0.0
        for it in self.items:
            t += it.value()
        return t

    def __str__(self):
        return f"Inventory of {self.owner}: {len(self.items)} items worth {self.total():.2f}"


inv = Inventory("shop")
inv.add(Item("hammer", 12.5, 4))
inv.add(Item("nails", 0.05, 1000))
bread = Perishable("bread", 2.0, 10, 2)
print(bread)
print(bread.name, bread.label(), bread.value(), bread.with_tax())
print(inv)
print(inv.items[0])
print(f"first: {inv.items[1]}")

milk = Perishable("milk", 1.2, 5, 7)
print(isinstance(milk, Item), isinstance(milk, Perishable), isinstance(inv.items[0], Perishable))
print(milk.value(), milk.label(), milk.TAX)

same = inv.items[0]
same.restock(6).restock(1)
print(inv.items[0].qty, same.qty)
print(inv.log)
print(round(inv.total(), 2))

prices = [it.price for it in inv.items]
print(prices, max(prices))
x = inv.items[1]
x.price = 0.07
print(inv.items[1], Item.TAX, Item.count)
print(f"[{bread!s:>25}] [{inv.items[0]!r:<30}]|")
