# os.environ[name] of a variable that is not set raises KeyError naming it.
import os

print(os.environ.get("ARRC_TEST_UNSET_VARIABLE", "fallback"))
value = os.environ["ARRC_TEST_UNSET_VARIABLE"]
print(value)
