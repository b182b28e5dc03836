// Text measurement: fonts, shaping, line breaking and layout.
