# str.format with a template chosen at run time: a field naming a keyword
# that was not given raises KeyError with its name.
templates = ["{name}: {value:.2f}", "{value:>8} <- {name}", "{name} {unit}"]
for t in templates:
    print(t.format(name="speed", value=12.5))
