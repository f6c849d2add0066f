import Foundation
import WorkbookKit

/// The workbook command: a thin main over WorkbookKit.
exit(Workbook.main(arguments: Array(CommandLine.arguments.dropFirst())))
