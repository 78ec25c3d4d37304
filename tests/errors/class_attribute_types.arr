# A plain class's attribute has one type in arrc, where Python lets each
# assignment change it: an int stored where floats are stored elsewhere
# would print differently, so it is an error that names the fix.
class Account:
    def __init__(self, owner, balance):
        self.owner = owner
        self.balance = balance

    def deposit(self, amount):
        self.balance = self.balance + amount

    def rename(self, n):
        self.owner = n


a = Account("x", 100)
a.deposit(50.5)
a.rename(3)
print(a.balance)
# ERROR 7:9: attribute 'balance' of 'Account' is given int64 here but float64 elsewhere
# ERROR 13:9: attribute 'owner' of 'Account' is given int64 here but unicode_type elsewhere
