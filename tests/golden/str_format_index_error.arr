# A field that indexes a list argument past its end raises Python's
# IndexError when the line runs.
scores = [3.5, 4.25]
for k in range(2):
    print("score {0}: {1[0]:.2f} {1[1]:.2f}".format(k, scores))
    scores.append(5.0 + k)
print("third: {0[2]} fourth: {0[3]}".format(scores))
print("fifth: {0[4]}".format(scores))
