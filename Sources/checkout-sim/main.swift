import CheckoutCLI

CheckoutSimCommand.main()
