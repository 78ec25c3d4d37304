# Exits with 0; wrong_status.status expects 2.
print("all fine")
