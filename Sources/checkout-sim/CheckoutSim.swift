import CheckoutCLI

@main
enum CheckoutSim {
    static func main() async {
        await CheckoutSimCommand.main()
    }
}
