import CheckoutCLI

CheckoutSimCommand.main(network: GatewayBinaryHandOff())
