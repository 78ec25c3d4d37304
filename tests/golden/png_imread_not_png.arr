# plt.imread of a file that is not a PNG: Pillow's SyntaxError, which
# matplotlib passes on, for a name ending in .png.
import matplotlib.pyplot as plt

with open("notes.png", "w") as f:
    f.write("not a picture\n")
try:
    plt.imread("notes.png")
except SyntaxError as e:
    print("SyntaxError:", e)
img = plt.imread("notes.png")
print(img.shape)
