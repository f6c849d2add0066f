// WorkbookKit
