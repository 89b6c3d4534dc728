import CheckoutCLI
import CheckoutGatewayCLI

CheckoutSimCommand.main(network: GatewayStack())
