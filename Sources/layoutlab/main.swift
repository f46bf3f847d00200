print("layoutlab")
