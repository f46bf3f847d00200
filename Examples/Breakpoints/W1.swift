// Spec §16 W1 over root widths: ZStack { Text("Hello world") }.
ZStack { Text("Hello world").id("text") }
