// W2 (rule book §16): "Hello world" proposed 50 wide breaks into two lines, 50 × 40.667 (TEXT-3, TEXT-4).
// gallery: --width 50 --height 763
Text("Hello world")
