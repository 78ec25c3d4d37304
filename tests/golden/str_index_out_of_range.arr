# Indexing counts code points: 'héllo' has five, so index 5 is out of
# range although the text has six bytes.
s = "héllo"
print(len(s), s[4], s[-5])
print(s[5])
