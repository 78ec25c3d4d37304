# plt.imread of a file that does not exist: Python's FileNotFoundError
# naming it, after what the program printed before.
import matplotlib.pyplot as plt

print("reading")
img = plt.imread("no_such_picture.png")
print(img.shape)
