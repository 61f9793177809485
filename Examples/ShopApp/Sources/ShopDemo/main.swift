import ShopApp

// Starts the generated coordinators and prints what happens; used by coordgen's CI on Linux.
for line in ShopApp.walkThrough() {
    print(line)
}
